import { createTranslationPorts } from '../../../server/engines/create-translation-ports';
import { defineToolServer } from '../../../server/tool-servers/define-tool-server';
import { createTranslationEngines } from '../engine/list-engines';
import { createTranslateDocumentRoutes } from './document-routes';
import { createEngineRoutes } from './engines-routes';

/**
 * The translate tool's server side: which engines work on this host (/api/translate/engines) and
 * document translation (/api/translate/document), an upload that sets its own body limit.
 */
export const toolServer = defineToolServer({
  toolId: 'translate',
  ownBodyLimits: ['/api/translate/document'],
  mount(app, { db, config, engines, events, auth, guestLimiter, trustProxy, uploadLimiters }) {
    app.route('/api/translate/engines', createEngineRoutes({ engines: createTranslationEngines(createTranslationPorts(config)) }));
    app.route('/api/translate/document', createTranslateDocumentRoutes({ db, engines, events, auth, guestLimiter, trustProxy, ...uploadLimiters }));
  },
});
