// @ts-check
module.exports = ({ env }) => ({
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1337),
  url: env('PUBLIC_URL', ''),
  app: { keys: env.array('APP_KEYS') },
  // Throwaway instances (tests) keep their uploads out of cms/public.
  dirs: { public: env('CMS_PUBLIC_DIR', './public') },
});
