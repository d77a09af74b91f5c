/**
 * MediaRecorder writes WebM without a duration or a seek index (players show no length and cannot
 * seek). Copying its packets through Mediabunny — no decoding, no WebCodecs needed — writes both.
 * If anything goes wrong the raw recording is still a playable file, so it is returned unchanged.
 */
export async function finalizeRecording(recording: Blob, maxSeconds?: number): Promise<{ blob: Blob; seconds: number | null }> {
  try {
    const { ALL_FORMATS, BlobSource, BufferTarget, Conversion, Input, Output, WebMOutputFormat } = await import('mediabunny');
    const input = new Input({ source: new BlobSource(recording), formats: ALL_FORMATS });
    const target = new BufferTarget();
    const output = new Output({ format: new WebMOutputFormat(), target });
    // The recorder stops a little after the clip's end (timers, a busy machine): cut what it caught
    // past the clip's length, on packet boundaries ('shrink'), so the output is as long as the clip.
    const recorded = await input.computeDuration();
    const end = maxSeconds && recorded > maxSeconds ? maxSeconds : undefined;
    const conversion = await Conversion.init({
      input,
      output,
      showWarnings: false,
      copy: { mode: 'forced', boundaryPolicy: 'shrink' },
      ...(end ? { trim: { end } } : {}),
    });
    if (!conversion.isValid || conversion.discardedTracks.length > 0) return { blob: recording, seconds: null };
    await conversion.execute();
    const seconds = await input.computeDuration();
    input.dispose();
    return target.buffer ? { blob: new Blob([target.buffer], { type: 'video/webm' }), seconds } : { blob: recording, seconds };
  } catch {
    return { blob: recording, seconds: null };
  }
}
