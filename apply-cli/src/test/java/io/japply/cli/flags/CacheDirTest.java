package io.japply.cli.flags;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The cache folder is chosen as kubectl chooses its own: --cache-dir, else KUBECACHEDIR, else ~/.kube/cache. */
class CacheDirTest {
    private static Optional<Path> root(String flag, Map<String, String> env) {
        ClusterFlags flags = new ClusterFlags();
        flags.cacheDir = flag;
        return flags.cacheRoot(env);
    }

    @Test
    void theFlagThenTheEnvironmentThenHome() {
        assertEquals(Optional.of(Path.of("/flag")), root("/flag", Map.of("KUBECACHEDIR", "/env", "HOME", "/home/u")));
        assertEquals(Optional.of(Path.of("/env")), root(null, Map.of("KUBECACHEDIR", "/env", "HOME", "/home/u")));
        assertEquals(Optional.of(Path.of("/home/u/.kube/cache")), root(null, Map.of("HOME", "/home/u")));
    }

    @Test
    void anEmptyValueKeepsNothing() {
        assertEquals(Optional.empty(), root("", Map.of("HOME", "/home/u")));
        assertEquals(Optional.empty(), root(null, Map.of("KUBECACHEDIR", "", "HOME", "/home/u")));
    }
}
