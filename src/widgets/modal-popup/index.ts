import './base.css';
import { defineWidget } from '../../runtime';
import { readModalAttributes } from './dom';
import { ModalPopup } from './ModalPopup';
import { modalSchema } from './settings';
import './modal-popup.css';

// adopt: the popup's content (a saved template may hold widgets) stays where it was printed.
export default defineWidget({
  requires: '.ha-modal-popup-box-wrapper > .ha-modal-popup-content-wrapper',
  schema: modalSchema,
  read: (_element, container) => readModalAttributes(container),
  Component: ModalPopup,
});
