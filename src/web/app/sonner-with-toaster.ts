// Every `import 'sonner'` in the app resolves here (see vite.config.ts); this file's own import is the package.
import { requestToaster } from './toaster-request';

export * from 'sonner';

requestToaster();
