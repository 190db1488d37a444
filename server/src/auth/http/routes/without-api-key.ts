/** Routes a browser opens directly, without an API key (auth-api.md, "Keys"). */
export const withoutApiKey = { config: { apiKey: false } } as const;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** False on the routes that need no `apikey` header. */
    apiKey?: boolean;
  }
}
