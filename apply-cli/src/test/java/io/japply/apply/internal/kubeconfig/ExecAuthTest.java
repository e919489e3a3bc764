package io.japply.apply.internal.kubeconfig;

import io.japply.apply.kubeconfig.ExecCredentialException;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.fabric8.kubernetes.client.Config;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The library's side of exec plugins: the credential in fabric8's Config, or a typed exception, never output of its own. */
class ExecAuthTest {
    private static final String V1 = "client.authentication.k8s.io/v1";

    @TempDir
    Path dir;

    private final List<String> pluginStderr = new ArrayList<>();

    @Test
    void aTokenIsTheConfigsTokenAndTheStderrGoesToTheCallersSink() throws IOException {
        Config config = read(plugin("echo 'checking login' >&2; echo '{\"apiVersion\":\"" + V1
                + "\",\"kind\":\"ExecCredential\",\"status\":{\"token\":\"t0k\"}}'"));
        assertEquals("t0k", config.getAutoOAuthToken());
        assertEquals(List.of("checking login\n"), pluginStderr);
    }

    /** The plugin's PEM reaches fabric8 as its Config carries data: base64, with the key's algorithm. */
    @Test
    void aClientCertificateAndKeyAreTheConfigs() throws IOException {
        String cert = resource("test-ca.crt");
        String key = resource("client-rsa.key");
        String json = "{\"apiVersion\":\"" + V1 + "\",\"kind\":\"ExecCredential\",\"status\":{\"clientCertificateData\":"
                + quoted(cert) + ",\"clientKeyData\":" + quoted(key) + "}}";
        Files.writeString(dir.resolve("credential.json"), json);
        Config config = read(plugin("cat " + dir.resolve("credential.json")));
        assertEquals(cert, new String(Base64.getDecoder().decode(config.getClientCertData()), StandardCharsets.UTF_8));
        assertEquals(key, new String(Base64.getDecoder().decode(config.getClientKeyData()), StandardCharsets.UTF_8));
        assertEquals("RSA", config.getClientKeyAlgo());
        assertNull(config.getAutoOAuthToken());
    }

    @Test
    void aFailingPluginThrowsWithItsStatusAndStderr() throws IOException {
        Path kubeconfig = plugin("echo 'token expired' >&2; exit 4");
        ExecCredentialException e = assertThrows(ExecCredentialException.class, () -> read(kubeconfig));
        String command = dir.resolve("plugin.sh").toString();
        assertEquals("getting credentials: exec: executable " + command + " failed with exit code 4", e.getMessage());
        assertEquals(OptionalInt.of(4), e.exitCode());
        assertEquals("token expired\n", e.pluginStderr());
        assertEquals(command, e.command());
        assertEquals(List.of(), pluginStderr, "a failure's stderr is the exception's, not the sink's");
    }

    private Config read(Path kubeconfig) {
        KubeconfigFastPath fast = new KubeconfigFastPath(name -> null, name -> null, new ExecAuth(false, pluginStderr::add));
        return fast.read(kubeconfig.toString(), null).orElseThrow();
    }

    private Path plugin(String body) throws IOException {
        Path script = dir.resolve("plugin.sh");
        Files.writeString(script, "#!/bin/sh\n" + body + "\n");
        Files.setPosixFilePermissions(script, PosixFilePermissions.fromString("rwx------"));
        return Files.writeString(dir.resolve("config"), "clusters:\n- name: c\n  cluster: {server: 'https://api.example:6443'}\n"
                + "contexts:\n- name: ctx\n  context: {cluster: c, user: u}\ncurrent-context: ctx\nusers:\n- name: u\n  user:\n"
                + "    exec: {apiVersion: " + V1 + ", command: ./plugin.sh, interactiveMode: Never}\n");
    }

    private static String quoted(String text) {
        return "\"" + text.replace("\n", "\\n") + "\"";
    }

    private static String resource(String name) throws IOException {
        try (InputStream in = ExecAuthTest.class.getResourceAsStream(name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
