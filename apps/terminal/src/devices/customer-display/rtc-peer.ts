/**
 * The WebRTC half both sides share (issue 20 §1): one RTCPeerConnection with one data channel named 'display'.
 * Descriptions are exchanged whole (ICE gathered first, at most 3 s), since the seeds' sync message carries one text
 * each way. STUN only when configured: on a store LAN host candidates connect with no internet (decisions §58).
 * Imported by the display's own bundle: no imports.
 */

/** RTCConfiguration of the configured STUN URLs (none: host candidates only). */
export function rtcConfiguration(stun: readonly string[]): RTCConfiguration {
  return { iceServers: stun.length ? [{ urls: [...stun] }] : [] };
}

/** Resolves once ICE gathering completes, or after `limitMs` (what was gathered by then is used). */
export function iceGathered(connection: RTCPeerConnection, limitMs = 3000): Promise<void> {
  return new Promise<void>((resolve) => {
    if (connection.iceGatheringState === 'complete') return resolve();
    const timer = setTimeout(resolve, limitMs);
    connection.addEventListener('icegatheringstatechange', () => {
      if (connection.iceGatheringState !== 'complete') return;
      clearTimeout(timer);
      resolve();
    });
  });
}

/** The data channel's messages as parsed JSON; text that is not JSON is dropped. */
export function channelListen(channel: RTCDataChannel, listener: (message: unknown) => void): void {
  channel.addEventListener('message', (event: MessageEvent) => {
    if (typeof event.data !== 'string') return;
    try {
      listener(JSON.parse(event.data));
    } catch {
      // Not ours: ignored.
    }
  });
}

/** The answering side (the display): takes the terminal's offer, answers it, and hands over the channel when it opens. */
export async function rtcAnswer(
  offer: string,
  stun: readonly string[],
): Promise<{ connection: RTCPeerConnection; answer: string; channel: Promise<RTCDataChannel> }> {
  const connection = new RTCPeerConnection(rtcConfiguration(stun));
  const channel = new Promise<RTCDataChannel>((resolve) => {
    connection.addEventListener('datachannel', (event) => resolve(event.channel));
  });
  await connection.setRemoteDescription(JSON.parse(offer) as RTCSessionDescriptionInit);
  await connection.setLocalDescription(await connection.createAnswer());
  await iceGathered(connection);
  return { connection, answer: JSON.stringify(connection.localDescription), channel };
}
