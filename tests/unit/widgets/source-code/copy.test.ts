import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from '../../../../src/widgets/source-code/copy';
import { findSourceCode, readSourceCode } from '../../../../src/widgets/source-code/dom';

function withClipboard(writeText: ((text: string) => Promise<void>) | undefined): void {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: writeText ? { writeText } : undefined });
}

describe('copyText', () => {
  afterEach(() => {
    document.body.replaceChildren();
  });

  it('uses the Clipboard API when it accepts', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    withClipboard(writeText);
    const command = vi.fn(() => true);
    document.execCommand = command;
    expect(await copyText('a < b')).toBe(true);
    expect(writeText).toHaveBeenCalledWith('a < b');
    expect(command).not.toHaveBeenCalled();
  });

  it('falls back to the copy command on a hidden text area when the API refuses or is missing, and cleans up', async () => {
    for (const clipboard of [() => Promise.reject(new Error('NotAllowed')), undefined]) {
      withClipboard(clipboard);
      let copied = '';
      document.execCommand = vi.fn(() => {
        copied = (document.querySelector('textarea') as HTMLTextAreaElement).value;
        return true;
      });
      const button = document.body.appendChild(document.createElement('button'));
      button.focus();
      expect(await copyText('line 1\nline 2')).toBe(true);
      expect(copied).toBe('line 1\nline 2');
      expect(document.querySelector('textarea')).toBeNull();
      expect(document.activeElement).toBe(button);
    }
  });

  it('says false when the command fails or throws', async () => {
    withClipboard(undefined);
    document.execCommand = () => false;
    expect(await copyText('x')).toBe(false);
    document.execCommand = () => {
      throw new Error('no');
    };
    expect(await copyText('x')).toBe(false);
  });
});

describe('source code markup', () => {
  it("finds the language's code, else any code, and reads the printed settings", () => {
    const container = document.createElement('div');
    container.innerHTML =
      '<div class="ha-source-code prism" data-lng-type="css" data-after-copy="Done"><pre class="language-css">' +
      '<button class="ha-copy-code-button">Copy</button><code class="language-css">a{}</code></pre></div>';
    const dom = findSourceCode(container, 'css')!;
    expect(dom.code.textContent).toBe('a{}');
    expect(dom.pre?.tagName).toBe('PRE');
    expect(dom.button?.textContent).toBe('Copy');
    expect(findSourceCode(container, 'php')?.code).toBe(dom.code);
    expect(readSourceCode(container)).toEqual({ lng_type: 'css', after_copy: 'Done' });
    expect(findSourceCode(document.createElement('div'), 'css')).toBeNull();
  });
});
