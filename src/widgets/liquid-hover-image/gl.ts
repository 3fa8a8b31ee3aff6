// The displacement transition on WebGL: one quad, three textures (the first image, the second, the
// displacement map). At progress p the first image is pushed along its direction by the map's grey
// times the intensity times p, the second along the opposite direction by the same times (1 - p),
// and the two are mixed by p: the first melts into the second. The images are drawn to cover the
// canvas as `object-fit: cover` would.

import { isSoftwareRenderer } from './logic';

export interface LiquidTextures {
  first: TexImageSource;
  second: TexImageSource;
  /** The displacement map: an image, or generated grey pixels with their size. */
  displacement: TexImageSource | { pixels: Uint8Array; size: number };
}

export interface LiquidRenderer {
  /** Draws the transition at `progress`, 0 (the first image) to 1 (the second). */
  draw(progress: number): void;
  /** Sets the canvas's pixel size (the box's size times the device pixel ratio). */
  resize(width: number, height: number): void;
  dispose(): void;
}

const VERTEX = `
attribute vec2 position;
varying vec2 uv;
void main() {
  uv = position * 0.5 + 0.5;
  gl_Position = vec4(position, 0.0, 1.0);
}`;

const FRAGMENT = `
precision mediump float;
varying vec2 uv;
uniform sampler2D first;
uniform sampler2D second;
uniform sampler2D displacement;
uniform float progress;
uniform float intensity;
uniform vec2 push1;
uniform vec2 push2;
uniform vec2 cover1;
uniform vec2 cover2;
vec2 covered(vec2 at, vec2 scale) {
  return (at - 0.5) * scale + 0.5;
}
void main() {
  vec2 flipped = vec2(uv.x, 1.0 - uv.y);
  float grey = texture2D(displacement, flipped).r;
  vec2 at1 = flipped + push1 * grey * intensity * progress;
  vec2 at2 = flipped + push2 * grey * intensity * (1.0 - progress);
  vec4 one = texture2D(first, covered(at1, cover1));
  vec4 two = texture2D(second, covered(at2, cover2));
  gl_FragColor = mix(one, two, progress);
}`;

/** The texture coordinates' scale that covers a box of `boxRatio` with an image of `imageRatio` (width / height). */
export function coverScale(imageRatio: number, boxRatio: number): [number, number] {
  if (!(imageRatio > 0) || !(boxRatio > 0)) return [1, 1];
  return boxRatio > imageRatio ? [1, imageRatio / boxRatio] : [boxRatio / imageRatio, 1];
}

const sizeOf = (source: TexImageSource): [number, number] =>
  source instanceof HTMLImageElement ? [source.naturalWidth, source.naturalHeight] : [(source as { width: number }).width, (source as { height: number }).height];

function compile(gl: WebGLRenderingContext, type: number, source: string): WebGLShader {
  const shader = gl.createShader(type)!;
  gl.shaderSource(shader, source);
  gl.compileShader(shader);
  if (!gl.getShaderParameter(shader, gl.COMPILE_STATUS)) throw new Error(`liquid hover shader: ${gl.getShaderInfoLog(shader) ?? 'does not compile'}`);
  return shader;
}

/** Whether WebGL is drawn in software (on the main thread's time): a page learns it once. */
let software: boolean | undefined;

/**
 * A renderer on `canvas`, or null where WebGL is missing or drawn in software (the caller fades
 * instead). Throws when an
 * image cannot be a texture (another origin without CORS): the caller fades then too.
 */
export function createLiquidRenderer(canvas: HTMLCanvasElement, textures: LiquidTextures, intensity: number, pushes: [[number, number], [number, number]]): LiquidRenderer | null {
  // The drawing is kept between frames: it is redrawn only while the transition runs.
  if (software) return null;
  const gl = canvas.getContext('webgl', { preserveDrawingBuffer: true, premultipliedAlpha: false, antialias: false });
  if (!gl) return null;
  if (software === undefined) {
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    software = info ? isSoftwareRenderer(String(gl.getParameter(info.UNMASKED_RENDERER_WEBGL))) : false;
  }
  if (software) {
    gl.getExtension('WEBGL_lose_context')?.loseContext();
    return null;
  }
  const program = gl.createProgram()!;
  gl.attachShader(program, compile(gl, gl.VERTEX_SHADER, VERTEX));
  gl.attachShader(program, compile(gl, gl.FRAGMENT_SHADER, FRAGMENT));
  gl.linkProgram(program);
  if (!gl.getProgramParameter(program, gl.LINK_STATUS)) throw new Error('liquid hover shader does not link');
  gl.useProgram(program);

  const quad = gl.createBuffer();
  gl.bindBuffer(gl.ARRAY_BUFFER, quad);
  gl.bufferData(gl.ARRAY_BUFFER, new Float32Array([-1, -1, 1, -1, -1, 1, 1, 1]), gl.STATIC_DRAW);
  const position = gl.getAttribLocation(program, 'position');
  gl.enableVertexAttribArray(position);
  gl.vertexAttribPointer(position, 2, gl.FLOAT, false, 0, 0);

  const made: WebGLTexture[] = [];
  const texture = (unit: number, name: string, source: LiquidTextures[keyof LiquidTextures], wrap: number) => {
    const handle = gl.createTexture()!;
    made.push(handle);
    gl.activeTexture(gl.TEXTURE0 + unit);
    gl.bindTexture(gl.TEXTURE_2D, handle);
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_S, wrap);
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_T, wrap);
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, gl.LINEAR);
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MAG_FILTER, gl.LINEAR);
    if ('pixels' in source) gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA, source.size, source.size, 0, gl.RGBA, gl.UNSIGNED_BYTE, source.pixels);
    else gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA, gl.RGBA, gl.UNSIGNED_BYTE, source);
    gl.uniform1i(gl.getUniformLocation(program, name), unit);
  };
  // Images of any size (WebGL 1 repeats only powers of two): clamped at their edges.
  texture(0, 'first', textures.first, gl.CLAMP_TO_EDGE);
  texture(1, 'second', textures.second, gl.CLAMP_TO_EDGE);
  texture(2, 'displacement', textures.displacement, gl.CLAMP_TO_EDGE);

  const uniform = (name: string) => gl.getUniformLocation(program, name);
  gl.uniform1f(uniform('intensity'), intensity);
  gl.uniform2f(uniform('push1'), pushes[0][0], pushes[0][1]);
  gl.uniform2f(uniform('push2'), pushes[1][0], pushes[1][1]);
  const progressAt = uniform('progress');
  const ratio = (source: TexImageSource) => {
    const [width, height] = sizeOf(source);
    return height ? width / height : 1;
  };
  const covers = () => {
    const box = canvas.height ? canvas.width / canvas.height : 1;
    gl.uniform2f(uniform('cover1'), ...coverScale(ratio(textures.first), box));
    gl.uniform2f(uniform('cover2'), ...coverScale(ratio(textures.second), box));
  };
  covers();
  let last = 0;

  return {
    draw(progress) {
      last = progress;
      gl.viewport(0, 0, canvas.width, canvas.height);
      gl.uniform1f(progressAt, progress);
      gl.drawArrays(gl.TRIANGLE_STRIP, 0, 4);
    },
    resize(width, height) {
      if (canvas.width === width && canvas.height === height) return;
      canvas.width = width;
      canvas.height = height;
      covers();
      this.draw(last);
    },
    dispose() {
      for (const handle of made) gl.deleteTexture(handle);
      gl.deleteBuffer(quad);
      gl.deleteProgram(program);
      gl.getExtension('WEBGL_lose_context')?.loseContext();
    },
  };
}
