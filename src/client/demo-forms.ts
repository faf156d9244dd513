import { listen } from './dom';

/**
 * Demo forms (`form[data-demo-form]`, drawn by `DemoForm`): sending one stays on the page and says in
 * the form's live region that nothing was sent. Returns a function that stops it.
 */
export const DEMO_FORM_NOTICE = 'This is a demo form: nothing was sent.';

export function installDemoForms(doc: Document): () => void {
  return listen(doc, {
    submit(event) {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || !form.hasAttribute('data-demo-form')) return;
      event.preventDefault();
      const status = form.querySelector<HTMLElement>('.demo-form-status');
      // In the page's language when the form carries it (`DemoForm`).
      if (status) status.textContent = form.dataset.demoNotice || DEMO_FORM_NOTICE;
    },
  });
}
