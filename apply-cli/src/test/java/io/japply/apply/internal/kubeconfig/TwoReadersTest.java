package io.japply.apply.internal.kubeconfig;

import io.japply.apply.kubeconfig.ConnectionRequest;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fabric8.kubernetes.client.Config;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.io.TempDir;

/**
 * The one resolver feeds both readers: for every form japply's own reader builds, fabric8's reading of
 * the same chosen context, user and cluster gives the same Config (ClientConfigs).
 */
class TwoReadersTest {
    private static final String CONTEXTS = "current-context: ctx\ncontexts:\n- name: ctx\n  context: {cluster: c, user: u, namespace: team}\n"
            + "- name: other\n  context: {cluster: c, user: u}\n";

    @TempDir
    Path dir;

    @ParameterizedTest
    @ValueSource(strings = {
        "clusters:\n- name: c\n  cluster: {server: 'https://api.example:6443', certificate-authority-data: CA}\nusers:\n- name: u\n  user: {token: abc}\n",
        "clusters:\n- name: c\n  cluster: {server: 'https://api.example:6443', certificate-authority: certs/ca.crt}\n"
                + "users:\n- name: u\n  user: {client-certificate: certs/ca.crt, client-key: certs/client.key}\n",
        "clusters:\n- name: c\n  cluster: {server: 'https://10.0.0.1', insecure-skip-tls-verify: true}\nusers:\n- name: u\n  user: {token: abc}\n",
        "clusters:\n- name: c\n  cluster: {server: 'http://127.0.0.1:8080'}\nusers:\n- name: u\n  user: {token: abc}\n",
        "clusters:\n- name: c\n  cluster: {server: 'https://api.example:6443', insecure-skip-tls-verify: true}\nusers: []\n",
    })
    void fastAndFabric8GiveTheSameConfig(String entries) throws IOException {
        Files.createDirectories(dir.resolve("certs"));
        Files.writeString(dir.resolve("certs/ca.crt"), KubeconfigFastPathTest.resource("test-ca.crt"));
        Files.writeString(dir.resolve("certs/client.key"), KubeconfigFastPathTest.resource("client-rsa.key"));
        String ca = Base64.getEncoder().encodeToString(KubeconfigFastPathTest.resource("test-ca.crt").getBytes());
        Path file = Files.writeString(dir.resolve("config"), CONTEXTS + entries.replace("CA", ca));
        Map<String, String> env = Map.of("KUBECONFIG", file.toString());
        for (String context : new String[] {null, "other"}) {
            ConnectionRequest request = ConnectionRequest.defaults().withContext(context, null, null);
            ResolvedKubeconfig resolved = new KubeconfigResolver(env::get, dir.resolve("no-pod")).resolve(request);
            ExecAuth none = new ExecAuth(false, text -> { });
            Config fast = ClientConfigs.fastOnly(resolved, none).orElseThrow();
            Config fabric8 = ClientConfigs.fabric8(resolved, none);
            KubeconfigFastPathTest.assertSame(fast, fabric8);
            assertTrue(fast.getMasterUrl().contains("api.example") || fast.getMasterUrl().contains("10.0.0.1")
                    || fast.getMasterUrl().contains("127.0.0.1"), fast.getMasterUrl());
        }
    }
}
