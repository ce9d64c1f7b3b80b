import { defineToolServer } from '../../../server/tool-servers/define-tool-server';
import { createBibliographyRoutes } from './bibliography-routes';
import { createCitationStyleRoutes } from './citation-style-routes';

/** The citation helper's server side: saved bibliographies (/api/bibliographies) and the style search (/api/citation-styles). */
export const toolServer = defineToolServer({
  toolId: 'citation-helper',
  mount(app, { db }) {
    app.route('/api/bibliographies', createBibliographyRoutes({ db }));
    app.route('/api/citation-styles', createCitationStyleRoutes());
  },
});
