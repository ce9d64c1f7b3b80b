import { defineToolServer } from '../../../server/tool-servers/define-tool-server';
import { createResumeRoutes } from './resume-routes';

/** The resume builder's server side: saved resumes (/api/resumes). */
export const toolServer = defineToolServer({
  toolId: 'resume-builder',
  mount(app, { db }) {
    app.route('/api/resumes', createResumeRoutes({ db }));
  },
});
