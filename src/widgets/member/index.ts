import './base.css';
import { defineWidget } from '../../runtime';
import { Member } from './Member';
import './member.css';

export default defineWidget({
  requires: '.ha-member-body',
  Component: Member,
});
