# syntax=docker/dockerfile:1
# The production image: compiled server + built client, production dependencies
# only, run by an unprivileged user. `docker compose up` (compose.yaml) runs two
# of these behind a reverse proxy with PostgreSQL and Redis.

ARG NODE_VERSION=22

# 1. Everything needed to build: all dependencies, then the client and the server.
FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# 2. Production dependencies alone (argon2's prebuilt binary comes with them).
FROM node:${NODE_VERSION}-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

# 3. What runs: no compiler, no sources, no dev dependencies, not root.
FROM node:${NODE_VERSION}-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=5000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=deps --chown=root:root /app/node_modules ./node_modules
COPY --from=build --chown=root:root /app/package.json ./package.json
COPY --from=build --chown=root:root /app/dist ./dist
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 5000
# Liveness from inside the container, without curl in the image.
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||5000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# Node as PID 1 receives SIGTERM directly: the graceful stop (readiness off,
# replies in flight stored, then close) runs within the orchestrator's grace.
CMD ["node", "dist/server/main.js"]
