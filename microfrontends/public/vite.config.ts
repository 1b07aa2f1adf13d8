import { defineRemoteConfig } from '../federation/remote-config.ts';

export default defineRemoteConfig('public');
