import './base.css';
import { defineWidget } from '../../runtime';
import { AgeGate } from './AgeGate';
import { readAgeGate } from './dom';
import { ageGateSchema } from './settings';

export default defineWidget({
  requires: '.ha-age-gate-wrapper',
  schema: ageGateSchema,
  read: (_element, container) => readAgeGate(container),
  Component: AgeGate,
});
