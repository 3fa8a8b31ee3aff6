// The stylesheets of this widget, in cascade order (see CONTRIBUTING.md, "Stylesheets").
import './base.css';
import './table-of-contents.css';
import { defineWidget } from '../../runtime';
import { listRoot } from './dom';
import { tocSchema } from './settings';
import { TableOfContents } from './TableOfContents';

// render: the list replaces the body's spinner (the server prints no list); the rest is enhanced.
export default defineWidget({ requires: '.ha-toc-wrapper', schema: tocSchema, root: listRoot, Component: TableOfContents });
