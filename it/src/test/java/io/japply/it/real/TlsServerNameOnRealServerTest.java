package io.japply.it.real;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.japply.it.JapplyRun;
import io.japply.it.Kubectl;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A kubeconfig's tls-server-name, on the real server (whose certificate names localhost, kubernetes,
 * kubernetes.default, kubernetes.default.svc, 127.0.0.1 and 10.0.0.1): kubectl checks the certificate
 * against that name instead of the server address's host, and so does japply. fabric8 reads the field
 * but never used it: japply connected whatever name the kubeconfig gave.
 */
@RealServer
class TlsServerNameOnRealServerTest {
    @TempDir
    Path tmp;

    @Test
    @Timeout(120)
    void theNameTheKubeconfigGivesIsCheckedAsKubectlChecksIt(Cluster cluster) throws Exception {
        Kubectl.require();
        String ns = cluster.namespace("tls-name");
        Path manifest = Files.writeString(tmp.resolve("cm.yaml"),
                "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: named\ndata:\n  k: v\n");
        Path named = withServerName(cluster.kubeconfig(), "kubernetes.default");
        Kubectl.Result kubectl = Kubectl.run(List.of("apply", "-f", manifest.toString(), "-n", ns,
                "--kubeconfig", named.toString()));
        assertEquals(0, kubectl.exitCode(), kubectl.err());
        JapplyRun japply = JapplyRun.of(named, "apply", "-f", manifest.toString(), "-n", ns);
        assertEquals(0, japply.code(), japply.err());
        assertEquals("configmap/named unchanged\n", japply.out());

        Path wrong = withServerName(cluster.kubeconfig(), "wrong.example");
        Kubectl.Result kubectlRefused = Kubectl.run(List.of("apply", "-f", manifest.toString(), "-n", ns,
                "--kubeconfig", wrong.toString()));
        assertNotEquals(0, kubectlRefused.exitCode());
        assertTrue(kubectlRefused.err().contains("not wrong.example"), kubectlRefused.err());
        JapplyRun refused = JapplyRun.of(wrong, "apply", "-f", manifest.toString(), "-n", ns);
        assertNotEquals(0, refused.code());
        assertTrue(refused.err().contains("certificate is valid for localhost, kubernetes, kubernetes.default,"
                + " kubernetes.default.svc, not wrong.example"), refused.err());
    }

    /** A copy of the kubeconfig whose cluster names the server this way, its address unchanged. */
    private Path withServerName(Path kubeconfig, String name) throws Exception {
        String text = Files.readString(kubeconfig);
        String changed = text.replaceFirst("(?m)^(\\s*)server: (.*)$", "$1server: $2\n$1tls-server-name: " + name);
        assertNotEquals(text, changed);
        return Files.writeString(tmp.resolve(name + ".kubeconfig"), changed);
    }
}
