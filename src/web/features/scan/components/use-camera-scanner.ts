import { useCallback, useEffect, useRef, useState } from 'react'
import { loadQrDecoder, type QrDecoder } from './qr-decoder'

export type CameraState = 'idle' | 'starting' | 'running' | 'denied' | 'no-camera' | 'busy' | 'insecure' | 'failed'

/** A frame is read this often: quick enough for a queue, light enough for an old phone. */
const FRAME_INTERVAL_MS = 200

interface Running {
  stream: MediaStream
  decoder: QrDecoder
}

/**
 * The back camera into a <video>, and every ~200 ms its frame through the QR decoder;
 * each text found goes to `onCode`. The camera stops with Stop, and when the page closes.
 */
export function useCameraScanner(onCode: (code: string) => void) {
  const videoRef = useRef<HTMLVideoElement>(null)
  const [state, setState] = useState<CameraState>('idle')
  const [running, setRunning] = useState<Running | null>(null)
  const onCodeRef = useRef(onCode)
  useEffect(() => {
    onCodeRef.current = onCode
  })
  // Bumped by stop and unmount, so a camera that opens after either is closed again at once.
  const generation = useRef(0)

  const stop = useCallback(() => {
    generation.current++
    setRunning(null)
    setState('idle')
  }, [])

  const start = useCallback(async () => {
    if (!window.isSecureContext) return setState('insecure')
    if (!navigator.mediaDevices?.getUserMedia) return setState('no-camera')
    const mine = ++generation.current
    setState('starting')
    try {
      const [stream, decoder] = await Promise.all([
        navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false }),
        loadQrDecoder(),
      ])
      if (mine !== generation.current) return stream.getTracks().forEach((track) => track.stop())
      setRunning({ stream, decoder })
      setState('running')
    } catch (error) {
      if (mine === generation.current) setState(cameraFailure(error))
    }
  }, [])

  // Connect the stream to the video and read frames while it runs.
  useEffect(() => {
    const video = videoRef.current
    if (!running || !video) return
    video.srcObject = running.stream
    void video.play().catch(() => {})
    let reading = false
    const timer = setInterval(() => {
      if (reading || video.readyState < video.HAVE_CURRENT_DATA) return
      reading = true
      running.decoder
        .decode(video)
        .then((code) => code && onCodeRef.current(code))
        .catch(() => {})
        .finally(() => (reading = false))
    }, FRAME_INTERVAL_MS)
    return () => {
      clearInterval(timer)
      video.srcObject = null
    }
  }, [running])

  // Stop and leaving the page turn the camera off (and its light).
  useEffect(() => {
    const current = running
    return () => current?.stream.getTracks().forEach((track) => track.stop())
  }, [running])
  useEffect(() => () => void generation.current++, [])

  return { videoRef, state, start, stop, decoder: running?.decoder.kind ?? null }
}

function cameraFailure(error: unknown): CameraState {
  const name = error instanceof DOMException ? error.name : ''
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied'
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'no-camera'
  if (name === 'NotReadableError' || name === 'AbortError') return 'busy'
  return 'failed'
}
