import type { EnginePorts, TranslationProviders } from '../../platform/engine-ports';
import type { PortHost } from '../tool-servers/define-tool-server';

/** The model server and translation providers alone: what the translate engines (and their listing route) are built from. */
export function createTranslationPorts(config: PortHost['config']): Pick<EnginePorts, 'openai' | 'translation'> {
  const { baseUrl, apiKey, model } = config.openai;
  const translation = readTranslationProviders(config);
  return {
    ...(baseUrl ? { openai: { baseUrl, ...(apiKey ? { apiKey } : {}), ...(model ? { model } : {}) } } : {}),
    ...(translation ? { translation } : {}),
  };
}

function readTranslationProviders(config: PortHost['config']): TranslationProviders | undefined {
  const { libreTranslateUrl, libreTranslateApiKey, deeplApiKey, deeplApiUrl } = config;
  if (!libreTranslateUrl && !deeplApiKey) return undefined;
  return {
    ...(libreTranslateUrl ? { libreTranslate: { url: libreTranslateUrl, ...(libreTranslateApiKey ? { apiKey: libreTranslateApiKey } : {}) } } : {}),
    ...(deeplApiKey ? { deepl: { apiKey: deeplApiKey, ...(deeplApiUrl ? { apiUrl: deeplApiUrl } : {}) } } : {}),
  };
}
