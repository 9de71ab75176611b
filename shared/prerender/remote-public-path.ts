// Imported first by a remote's build-time renderer: its images are named below a placeholder for the
// remote's address, which is known only when the server composes a page (it writes the real one in).
import { REMOTE_BASE_PLACEHOLDER } from '../contract/remote-pages';

declare let __webpack_public_path__: string;
// webpack rewrites an assignment to this free variable into setting its public path.
// eslint-disable-next-line prefer-const
__webpack_public_path__ = REMOTE_BASE_PLACEHOLDER;
