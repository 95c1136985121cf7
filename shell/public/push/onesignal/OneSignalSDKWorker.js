// OneSignal's web push worker (issue 38, mf-account/src/avisos/push.ts), in its own scope /push/onesignal/.
importScripts('https://cdn.onesignal.com/sdks/web/v16/OneSignalSDK.sw.js');
