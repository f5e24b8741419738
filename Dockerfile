# The portal's server image: the web app and the server bundle built in one stage, only the runtime packages in
# the image. Used by compose.yaml; a deployment runs as many containers of it as it likes behind a load balancer.

FROM node:24-bookworm-slim AS build
WORKDIR /app
# tools/ holds a development package the lock file names by path.
COPY package.json package-lock.json ./
COPY tools ./tools
RUN npm ci
COPY . .
RUN npm run build

FROM node:24-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY package.json package-lock.json ./
COPY tools ./tools
RUN npm ci --omit=dev && npm cache clean --force
COPY drizzle ./drizzle
COPY --from=build /app/dist ./dist
# DATA_DIR: upload spool folders (and files, when no S3 bucket is set), writable by the non-root user.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
CMD ["node", "--enable-source-maps", "--max-semi-space-size=16", "dist/server/main.mjs"]
