// Every /api/v1 route, one module per resource.
import type { FastifyPluginAsync } from 'fastify';
import adminCatalogueRoutes from './admin/catalogue.ts';
import adminRoutes from './admin/index.ts';
import alertRoutes from './alerts/index.ts';
import authRoutes from './auth/index.ts';
import blogRoutes from './blog/index.ts';
import clientRoutes from './client/index.ts';
import filterRoutes from './filters/index.ts';
import locationRoutes from './locations/index.ts';
import mediaRoutes from './media/index.ts';
import peopleRoutes from './people/index.ts';
import projectRoutes from './projects/index.ts';
import studioRoutes from './studio/index.ts';
import systemRoutes from './system/index.ts';
import uploadRoutes from './uploads/index.ts';

const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(systemRoutes);
  await app.register(projectRoutes);
  await app.register(locationRoutes);
  await app.register(clientRoutes);
  await app.register(uploadRoutes);
  await app.register(filterRoutes);
  await app.register(blogRoutes);
  await app.register(peopleRoutes);
  await app.register(mediaRoutes);
  await app.register(authRoutes);
  await app.register(alertRoutes);
  await app.register(adminRoutes);
  await app.register(adminCatalogueRoutes);
  await app.register(studioRoutes);
};

export default apiRoutes;
