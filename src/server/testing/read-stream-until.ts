/** Reads a streamed response (e.g. SSE) until `pattern` shows up; fails after `timeoutMs` or when the stream ends. */
export async function readStreamUntil(
  body: ReadableStream<Uint8Array>,
  pattern: RegExp,
  timeoutMs: number,
): Promise<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const deadline = Date.now() + timeoutMs;
  try {
    while (!pattern.test(text)) {
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw new Error(`Timed out waiting for ${pattern}; got: ${text}`);
      const chunk = await Promise.race([
        reader.read(),
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error(`Timed out waiting for ${pattern}; got: ${text}`)), remaining),
        ),
      ]);
      if (chunk.done) throw new Error(`Stream ended before ${pattern}; got: ${text}`);
      text += decoder.decode(chunk.value, { stream: true });
    }
    return text;
  } finally {
    await reader.cancel().catch(() => {});
  }
}
