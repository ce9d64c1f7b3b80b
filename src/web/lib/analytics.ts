/**
 * Firebase Analytics, started once and only when the VITE_FIREBASE_* build variables are set.
 * Firebase is imported dynamically so self-hosters who leave analytics off never download it.
 */
export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  storageBucket: string;
  messagingSenderId: string;
  appId: string;
  measurementId: string;
}

type Env = Partial<Record<string, string | undefined>>;

/** The provider configuration, or null when analytics is not configured. */
export function readFirebaseConfig(env: Env): FirebaseWebConfig | null {
  if (!env.VITE_FIREBASE_API_KEY) return null;
  const config = {
    apiKey: env.VITE_FIREBASE_API_KEY,
    authDomain: env.VITE_FIREBASE_AUTH_DOMAIN ?? '',
    projectId: env.VITE_FIREBASE_PROJECT_ID ?? '',
    storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET ?? '',
    messagingSenderId: env.VITE_FIREBASE_MESSAGING_SENDER_ID ?? '',
    appId: env.VITE_FIREBASE_APP_ID ?? '',
    measurementId: env.VITE_FIREBASE_MEASUREMENT_ID ?? '',
  };
  const missing = Object.entries(config)
    .filter(([, value]) => !value)
    .map(([key]) => key);
  if (missing.length > 0) {
    console.warn(`Analytics disabled: VITE_FIREBASE_API_KEY is set but ${missing.join(', ')} is missing.`);
    return null;
  }
  return config;
}

let started: Promise<void> | null = null;

export function initAnalytics(env: Env = import.meta.env as Env): Promise<void> {
  started ??= start(env);
  return started;
}

async function start(env: Env): Promise<void> {
  const config = readFirebaseConfig(env);
  if (!config) return;
  try {
    const [{ initializeApp }, { getAnalytics, isSupported }] = await Promise.all([
      import('firebase/app'),
      import('firebase/analytics'),
    ]);
    if (!(await isSupported())) {
      console.warn('Analytics is not supported in this browser; continuing without it.');
      return;
    }
    getAnalytics(initializeApp(config));
  } catch (error) {
    console.error('Analytics failed to start', error);
  }
}
