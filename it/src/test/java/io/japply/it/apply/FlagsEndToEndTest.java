package io.japply.it.apply;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import com.github.tomakehurst.wiremock.verification.LoggedRequest;
import io.japply.it.FakeApiServer;
import io.japply.it.JapplyRun;
import io.japply.it.Kubectl;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import io.japply.it.StoringServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/** The cluster and input flags through fabric8 over HTTP: --context, --kubeconfig, -R, --field-manager. */
class FlagsEndToEndTest {
    private static final String CONFIGMAPS = "/api/v1/namespaces/%s/configmaps/%s";

    @TempDir
    Path tmp;

    @RegisterExtension
    final StoringServer cluster = StoringServer.serving(
            new FakeApiServer.Served("v1", "configmaps", "ConfigMap", true),
                new FakeApiServer.Served("v1", "namespaces", "Namespace", false));


    private JapplyRun japply(String... args) {
        return JapplyRun.of(null, args);
    }

    private Path configMap(Path dir, String name) throws Exception {
        Files.createDirectories(dir);
        return Files.writeString(dir.resolve(name + ".yaml"),
                "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: " + name + "\ndata:\n  k: v\n");
    }

    /** A second context on the same server whose namespace is team-x. */
    private Path twoContexts() throws Exception {
        String text = Files.readString(cluster.kubeconfig()).replace("contexts:\n", "contexts:\n- name: other\n  context:\n    cluster: fake\n    user: fake\n"
                + "    namespace: team-x\n");
        return Files.writeString(tmp.resolve("two-contexts"), text);
    }

    @Test
    void contextChoosesTheNamespaceAndKubeconfigTheFile() throws Exception {
        Path file = configMap(tmp.resolve("m"), "settings");
        Path config = twoContexts();
        JapplyRun inOther = japply("-f", file.toString(), "--kubeconfig", config.toString(), "--context", "other");
        assertEquals(new JapplyRun(0, "configmap/settings created\n", ""), inOther);
        assertNotNull(cluster.store().get(CONFIGMAPS.formatted("team-x", "settings")), "created in the context's namespace");
        assertNull(cluster.store().get(CONFIGMAPS.formatted("default", "settings")));

        JapplyRun inCurrent = japply("-f", file.toString(), "--kubeconfig", config.toString());
        assertEquals(new JapplyRun(0, "configmap/settings created\n", ""), inCurrent);
        assertNotNull(cluster.store().get(CONFIGMAPS.formatted("default", "settings")), "the current context's namespace");

        JapplyRun unknown = japply("-f", file.toString(), "--kubeconfig", config.toString(), "--context", "nope");
        assertEquals(1, unknown.code(), "as kubectl; fabric8 alone would fall back to the current context: " + unknown.out());
        assertTrue(unknown.err().startsWith("error: context \"nope\" does not exist"), unknown.err()); // kubectl's words
        assertEquals(1, unknown.err().lines().count(), unknown.err());
    }

    @Test
    void recursiveReadsSubdirectoriesAndWithoutItOnlyTheTopLevel() throws Exception {
        Path dir = tmp.resolve("tree");
        configMap(dir, "top");
        configMap(dir.resolve("nested/deeper"), "deep");
        JapplyRun flat = japply("-f", dir.toString(), "--kubeconfig", cluster.kubeconfig().toString());
        assertEquals(new JapplyRun(0, "configmap/top created\n", ""), flat);
        JapplyRun recursive = japply("-f", dir.toString(), "-R", "--kubeconfig", cluster.kubeconfig().toString());
        assertEquals(new JapplyRun(0, "configmap/deep created\nconfigmap/top unchanged\n", ""), recursive);
    }

    @Test
    void fieldManagerNamesEveryWriteAndDefaultsToKubectls() throws Exception {
        Path file = configMap(tmp.resolve("m"), "settings");
        japply("-f", file.toString(), "--kubeconfig", cluster.kubeconfig().toString());
        Files.writeString(file, Files.readString(file).replace("k: v", "k: w"));
        japply("-f", file.toString(), "--kubeconfig", cluster.kubeconfig().toString(), "--field-manager", "gitops-job");
        List<LoggedRequest> writes = cluster.server().requests().stream()
                .filter(r -> List.of("POST", "PATCH").contains(r.getMethod().getName())).toList();
        assertEquals(2, writes.size());
        assertTrue(writes.get(0).getUrl().contains("fieldManager=kubectl-client-side-apply"), writes.get(0).getUrl());
        assertTrue(writes.get(1).getUrl().contains("fieldManager=gitops-job"), writes.get(1).getUrl());
    }

    /** Credentials from an exec plugin named by the cluster.kubeconfig() reach the server, as with kubectl. */
    @Test
    void anExecCredentialPluginSuppliesTheToken() throws Exception {
        Path plugin = Files.writeString(tmp.resolve("credentials.sh"), "#!/bin/sh\necho '{\"apiVersion\":"
                + "\"client.authentication.k8s.io/v1\",\"kind\":\"ExecCredential\",\"status\":{\"token\":\"from-plugin\"}}'\n");
        Files.setPosixFilePermissions(plugin, java.nio.file.attribute.PosixFilePermissions.fromString("rwxr-xr-x"));
        Path config = Files.writeString(tmp.resolve("exec-config"), Files.readString(cluster.kubeconfig()).replace(
                "    token: fake\n", "    exec:\n      apiVersion: client.authentication.k8s.io/v1\n      command: "
                        + plugin + "\n      interactiveMode: Never\n"));
        JapplyRun run = japply("-f", configMap(tmp.resolve("m"), "settings").toString(), "--kubeconfig", config.toString());
        assertEquals(new JapplyRun(0, "configmap/settings created\n", ""), run);
        assertTrue(cluster.server().requests().stream().filter(r -> r.getUrl().contains("/configmaps"))
                .allMatch(r -> "Bearer from-plugin".equals(r.getHeader("Authorization"))), "every request carries the token");
    }

    /** kubectl sends the same field manager for a client-side apply: checked on the same server. */
    @Test
    void theDefaultFieldManagerIsKubectls() throws Exception {
        Kubectl.require();
        Path file = configMap(tmp.resolve("k"), "by-kubectl");
        Kubectl.Result r = Kubectl.run(List.of("apply", "-f", file.toString(), "--kubeconfig", cluster.kubeconfig().toString(),
                "--validate=false"));
        assertEquals(0, r.exitCode(), r.err());
        LoggedRequest post = cluster.server().requests().stream().filter(x -> x.getMethod().getName().equals("POST")).findFirst()
                .orElseThrow();
        assertTrue(post.getUrl().contains("fieldManager=kubectl-client-side-apply"), post.getUrl());
        ObjectNode stored = cluster.store().get(CONFIGMAPS.formatted("default", "by-kubectl"));
        assertEquals("v", stored.at("/data/k").asText());
    }
}
