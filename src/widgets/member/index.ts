import { defineWidget } from '../../runtime';
import { Member } from './Member';
import './member.css';

export default defineWidget({
  pattern: 'adopt',
  Component: Member,
});
