// The foundation's path for notifyExecutive, kept so code written against it still compiles; a feature
// outside bde-inbox imports './notify-service' (structure.test.ts: features meet only through services).
export { notifyExecutive, type ExecutiveNotice } from './notify-service';
