package io.japply.it.warm;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.japply.it.FakeApiServer;
import io.japply.it.server.ObjectStore;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * One warm process serves every directory and environment of its user, each request with its own: two
 * projects in two directories, each with its own relative KUBECONFIG and manifest, reach each their own
 * fake API server; an exec plugin sees the request's variables and directory. The daemon's status shows
 * the one process that answered them all.
 */
class WarmEveryDirectoryTest {
    private static final String V1 = "client.authentication.k8s.io/v1";

    @TempDir
    Path dir;

    private Launcher launcher;
    private WarmProcesses warm;
    private FakeApiServer a;
    private FakeApiServer b;

    @BeforeEach
    void start() throws IOException {
        launcher = new Launcher(dir);
        warm = new WarmProcesses(launcher);
        a = new FakeApiServer(new ObjectStore()).storing().start();
        b = new FakeApiServer(new ObjectStore()).storing().start();
    }

    @AfterEach
    void stop() {
        warm.stop();
        a.close();
        b.close();
    }

    @Test
    void twoDirectoriesWithTheirOwnKubeconfigsEachReachTheirOwnServer() throws IOException {
        Path projectA = project("a", a.url(), "    token: fake\n", "from-a");
        Path projectB = project("b", b.url(), "    token: fake\n", "from-b");
        int before = warm.started().requests();
        Map<String, String> relative = Map.of("KUBECONFIG", "kubeconfig");
        assertEquals(new Launcher.Result(0, "configmap/from-a created\n", ""),
                launcher.warmIn(projectA, relative, "apply", "-f", "cm.yaml"));
        assertEquals(new Launcher.Result(0, "configmap/from-b created\n", ""),
                launcher.warmIn(projectB, relative, "apply", "-f", "cm.yaml"));
        assertEquals(List.of("from-a"), created(a));
        assertEquals(List.of("from-b"), created(b));
        assertOneProcessServed(before + 2);
    }

    @Test
    void anExecPluginSeesTheRequestsEnvironmentAndDirectory() throws IOException {
        Path bin = Files.createDirectories(dir.resolve("bin"));
        Path plugin = Files.writeString(bin.resolve("japply-test-plugin"), "#!/bin/sh\n"
                + "echo \"$JAPPLY_TEST_MARK $(pwd)\" > seen\n"
                + "echo '{\"apiVersion\":\"" + V1 + "\",\"kind\":\"ExecCredential\",\"status\":{\"token\":\"t\"}}'\n");
        Files.setPosixFilePermissions(plugin, PosixFilePermissions.fromString("rwx------"));
        String exec = "    exec: {apiVersion: " + V1 + ", command: japply-test-plugin, interactiveMode: Never}\n";
        Path projectA = project("a", a.url(), exec, "from-a");
        Path projectB = project("b", b.url(), exec, "from-b");
        int before = warm.started().requests();
        String path = bin + ":" + launcher.environment().get("PATH"); // the plugin is on the requests' PATH only
        assertEquals(0, launcher.warmIn(projectA, Map.of("KUBECONFIG", "kubeconfig", "PATH", path,
                "JAPPLY_TEST_MARK", "mark-a"), "apply", "-f", "cm.yaml").code());
        assertEquals(0, launcher.warmIn(projectB, Map.of("KUBECONFIG", "kubeconfig", "PATH", path,
                "JAPPLY_TEST_MARK", "mark-b"), "apply", "-f", "cm.yaml").code());
        assertEquals("mark-a " + projectA.toRealPath() + "\n", Files.readString(projectA.resolve("seen")));
        assertEquals("mark-b " + projectB.toRealPath() + "\n", Files.readString(projectB.resolve("seen")));
        assertOneProcessServed(before + 2);
    }

    private void assertOneProcessServed(int requests) {
        String status = warm.statusText();
        assertEquals(1, status.lines().filter(line -> line.contains(".sock: pid ")).count(), status);
        assertEquals(requests, warm.status().orElseThrow().requests(), status);
    }

    /** A directory with its own kubeconfig (named relative by KUBECONFIG) and a ConfigMap named {@code name}. */
    private Path project(String folder, String server, String user, String name) throws IOException {
        Path project = Files.createDirectories(dir.resolve(folder));
        Files.writeString(project.resolve("kubeconfig"), "apiVersion: v1\nkind: Config\nclusters:\n- name: fake\n"
                + "  cluster:\n    server: " + server + "\ncontexts:\n- name: fake\n  context:\n    cluster: fake\n"
                + "    user: fake\n    namespace: default\ncurrent-context: fake\nusers:\n- name: fake\n  user:\n" + user);
        Files.writeString(project.resolve("cm.yaml"), "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: " + name + "}\n");
        return project;
    }

    private static List<String> created(FakeApiServer server) {
        return server.creates().stream().map(request -> request.getBodyAsString())
                .map(body -> body.replaceAll("(?s).*\"name\":\"([^\"]+)\".*", "$1")).toList();
    }
}
