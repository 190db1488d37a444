import { vi } from 'vitest';

/** One upload the page sent through XMLHttpRequest; the test moves it along. */
class FakeUpload {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  readonly upload = new EventTarget();
  private readonly events = new EventTarget();

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  addEventListener(type: string, listener: EventListener) {
    this.events.addEventListener(type, listener);
  }
  send(body: FormData) {
    this.body = body;
    sent.push(this);
  }

  /** `loaded` of `total` bytes have left the browser. */
  progress(loaded: number, total: number) {
    this.upload.dispatchEvent(
      Object.assign(new Event('progress'), { lengthComputable: true, loaded, total }),
    );
  }
  /** The server answers with this status and JSON body. */
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.events.dispatchEvent(new Event('load'));
  }
  /** The connection drops before an answer. */
  fail() {
    this.events.dispatchEvent(new Event('error'));
  }
}

let sent: FakeUpload[] = [];

/**
 * Replaces XMLHttpRequest with a stand-in that records uploads and waits for the test to report
 * their progress and answer them. Undone by `vi.unstubAllGlobals()`.
 */
export function fakeUploads() {
  sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
  return {
    sent: () => sent,
    latest: () => sent.at(-1)!,
  };
}
