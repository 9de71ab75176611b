// The async boundary lets federation agree on shared singletons before any of them runs.
import('./bootstrap');
