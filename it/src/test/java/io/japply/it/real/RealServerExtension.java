package io.japply.it.real;

import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ExtensionContext.Namespace;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;

/**
 * Starts one {@link TestCluster} for the whole run (kept in the root store, closed when the run
 * ends) and hands each test a {@link Cluster} with namespaces of its own, deleted after it. A test
 * during which the cluster connected to any address off this machine fails.
 */
final class RealServerExtension implements ParameterResolver, AfterEachCallback {
    private static final Namespace STORE = Namespace.create(RealServerExtension.class);

    @Override
    public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
        return parameter.getParameter().getType() == Cluster.class;
    }

    @Override
    public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
        TestCluster cluster = context.getRoot().getStore(STORE)
                .getOrComputeIfAbsent(TestCluster.class, key -> startCluster(), Started.class).clusterOrThrow();
        Cluster handle = new Cluster(cluster.kubeconfig(), context.getRequiredTestMethod().getName());
        context.getStore(STORE).put(Cluster.class, handle);
        return handle;
    }

    @Override
    public void afterEach(ExtensionContext context) {
        Cluster handle = context.getStore(STORE).remove(Cluster.class, Cluster.class);
        if (handle != null) {
            handle.deleteNamespaces();
            OffMachineConnections.assertNone(handle.kubeconfig());
        }
    }

    /** A start that failed or was skipped is kept too, so that it is not tried again for every test. */
    private static Started startCluster() {
        try {
            return new Started(TestCluster.start(), null);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new Started(null, new IllegalStateException("interrupted while starting the test cluster", e));
        } catch (Exception | AssertionError e) {
            return new Started(null, e);
        }
    }

    /** Closed by JUnit when the root context closes, at the end of the run. */
    private record Started(TestCluster cluster, Throwable failure) implements ExtensionContext.Store.CloseableResource, AutoCloseable {
        TestCluster clusterOrThrow() {
            if (failure instanceof RuntimeException runtime) {
                throw runtime;
            }
            if (failure instanceof Error error) {
                throw error;
            }
            if (failure != null) {
                throw new IllegalStateException(failure);
            }
            return cluster;
        }

        @Override
        public void close() throws Exception {
            if (cluster != null) {
                cluster.close();
            }
        }
    }
}
