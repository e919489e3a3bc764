package io.japply.it.apply;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.japply.it.FakeApiServer;
import io.japply.it.JapplyRun;
import io.japply.it.Kubectl;
import io.japply.it.server.ObjectStore;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * insecure-skip-tls-verify with a certificate authority: kubectl refuses the kubeconfig before any
 * request, and so does japply, in the same words (fabric8 alone trusted every server, the CA unused).
 */
class InsecureWithCaKubectlTest {
    @TempDir
    Path tmp;

    private FakeApiServer server;

    @BeforeEach
    void start() {
        Kubectl.require();
        server = FakeApiServer.overTls(new ObjectStore()).start().serving(FakeApiServer.BUILT_IN_AND_WIDGET).storing();
    }

    @AfterEach
    void stop() {
        server.close();
    }

    /** The CA as data, as a file (relative to the kubeconfig), and a form that fabric8 reads (disable-compression). */
    @ParameterizedTest
    @ValueSource(strings = {
        "    certificate-authority-data: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCg==\n",
        "    certificate-authority: ca.crt\n",
        "    certificate-authority: ca.crt\n    disable-compression: false\n",
    })
    void refusedAsKubectlRefusesIt(String ca) throws Exception {
        Files.writeString(tmp.resolve("ca.crt"), "not checked: the kubeconfig is refused first\n");
        Path kubeconfig = Files.writeString(tmp.resolve("kubeconfig"), "apiVersion: v1\nkind: Config\nclusters:\n"
                + "- name: fake\n  cluster:\n    server: " + server.url() + "\n    insecure-skip-tls-verify: true\n" + ca
                + "contexts:\n- name: fake\n  context: {cluster: fake, user: u, namespace: default}\n"
                + "current-context: fake\nusers:\n- name: u\n  user: {token: secret}\n");
        Path manifest = Files.writeString(tmp.resolve("cm.yaml"),
                "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: settings\ndata:\n  colour: blue\n");
        Kubectl.Result kubectl = Kubectl.run(List.of("apply", "-f", manifest.toString(), "--kubeconfig", kubeconfig.toString()));
        JapplyRun japply = JapplyRun.of(kubeconfig, "apply", "-f", manifest.toString());
        assertEquals(1, kubectl.exitCode(), kubectl.err());
        assertEquals(kubectl.exitCode(), japply.code(), japply.err());
        assertEquals("error: specifying a root certificates file with the insecure flag is not allowed\n", kubectl.err());
        assertEquals(kubectl.err(), japply.err());
        assertEquals("", japply.out());
        assertEquals(List.of(), server.requests(), "nothing is sent to a server whose kubeconfig is refused");
    }
}
