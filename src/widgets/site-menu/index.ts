import './base.css';
import './site-menu.css';
import { defineWidget } from '../../runtime';
import { SiteMenu } from './SiteMenu';

// enhance: the theme's header keeps its markup; the script adds the toggle's states.
export default defineWidget({ requires: '.site-navigation-toggle-holder .site-navigation-toggle', Component: SiteMenu });
