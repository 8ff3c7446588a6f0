# Issue 34: the storefront edge (server/edge/) alone: the build, the render entry, and the few server
# modules the edge imports. Multi-stage, runs as a non-root user, nothing written to disk at run time.
# The platform is any server speaking the /wps contract (PLATFORM_URL); compose.yaml runs the
# reference one. (Not built on the development machine, which cannot run containers.)
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --ignore-scripts
COPY . .
RUN npm run build && npm prune --omit=dev --ignore-scripts

FROM node:20-bookworm-slim AS edge
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080 DIST_DIR=dist
WORKDIR /app
COPY --from=build --chown=root:root /app/package.json ./
COPY --from=build --chown=root:root /app/node_modules ./node_modules
COPY --from=build --chown=root:root /app/dist ./dist
COPY --from=build --chown=root:root /app/dist-ssr ./dist-ssr
COPY --from=build --chown=root:root /app/contract ./contract
COPY --from=build --chown=root:root /app/server/edge ./server/edge
COPY --from=build --chown=root:root /app/server/http ./server/http
COPY --from=build --chown=root:root /app/server/logger.ts /app/server/deps.ts ./server/
COPY --from=build --chown=root:root /app/server/merchants/load.ts ./server/merchants/load.ts
USER node
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s CMD node -e "fetch('http://127.0.0.1:8080/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "--import", "tsx", "server/edge/main.ts"]
