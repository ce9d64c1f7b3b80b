/**
 * A configured provider (LibreTranslate, DeepL, the model server) failed: down, slow, refused the
 * key, out of quota. Not the user's input and not our bug: the message names the service and the fix,
 * and the orchestrator may fall back to another engine.
 */
export class TranslationProviderError extends Error {
  constructor(
    message: string,
    /** The provider's HTTP status, when it answered at all. */
    readonly status?: number,
  ) {
    super(message);
    this.name = 'TranslationProviderError';
  }
}
