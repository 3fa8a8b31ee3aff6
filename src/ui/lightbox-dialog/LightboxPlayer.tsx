// The video in the lightbox: the provider's embed player or the file in a `<video>`, shaped by its
// ratio. It starts at once (the visitor pressed play to get here) and stops by being removed.
import type { CSSProperties } from 'react';
import type { LightboxVideo } from '../lightbox';

export function LightboxPlayer({ video, title }: { video: LightboxVideo; title: string }) {
  const style = { '--ha-lightbox-ratio': video.ratio } as CSSProperties;
  return (
    <div className="ha-lightbox__player" style={style}>
      {video.kind === 'hosted' ? (
        <video src={video.src} title={title} controls autoPlay playsInline />
      ) : (
        <iframe src={video.src} title={title} allow="autoplay; fullscreen; picture-in-picture; encrypted-media" allowFullScreen />
      )}
    </div>
  );
}
