package io.japply.it;

import io.japply.it.server.ObjectStore;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * A fake API server that stores what it is sent, started for each test with the kinds it serves and
 * the namespaces that exist, and a kubeconfig for it ({@code @RegisterExtension} on an instance field:
 * each test gets an empty store). Faults injected into the store end with the test.
 */
public final class StoringServer implements BeforeEachCallback, AfterEachCallback {
    private final List<FakeApiServer.Served> kinds;
    private final List<String> namespaces;
    private final ObjectStore store = new ObjectStore();
    private FakeApiServer server;
    private Path dir;
    private Path kubeconfig;

    private StoringServer(List<FakeApiServer.Served> kinds, List<String> namespaces) {
        this.kinds = kinds;
        this.namespaces = namespaces;
    }

    public static StoringServer serving(FakeApiServer.Served... kinds) {
        return new StoringServer(List.of(kinds), List.of());
    }

    /** The same server with these namespaces created before each test. */
    public StoringServer withNamespaces(String... names) {
        return new StoringServer(kinds, List.of(names));
    }

    @Override
    public void beforeEach(ExtensionContext context) throws IOException {
        server = new FakeApiServer(store).start().serving(kinds).storing();
        namespaces.forEach(store::namespace);
        dir = Files.createTempDirectory("japply-storing-server");
        kubeconfig = server.writeKubeconfig(dir);
    }

    @Override
    public void afterEach(ExtensionContext context) throws IOException {
        store.clearFaults();
        server.close();
        try (Stream<Path> files = Files.walk(dir)) {
            for (Path file : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(file);
            }
        }
    }

    public ObjectStore store() {
        return store;
    }

    public FakeApiServer server() {
        return server;
    }

    public Path kubeconfig() {
        return kubeconfig;
    }
}
