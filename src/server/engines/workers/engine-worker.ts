import { serveEngineRequests } from './serve-engine-requests';

export type { RunReply, RunRequest, SerializedError, ToolDescription } from './serve-engine-requests';

serveEngineRequests((url) => import(url));
