package io.japply.it.real;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.japply.it.JapplyRun;
import io.japply.it.Kubectl;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A kubeconfig user with a client certificate and key, as kubeadm, kind and minikube write their
 * administrator's (the test cluster's context client-cert: no token, the key PKCS#1 RSA, or SEC 1 P-256
 * with JAPPLY_TEST_CLUSTER_KEYS=ecdsa): the server authenticates japply by its certificate over mutual TLS.
 */
@RealServer
class ClientCertificateOnRealServerTest {
    @TempDir
    Path tmp;

    @Test
    @Timeout(120)
    void aClientCertificateUserAppliesAsWithKubectl(Cluster cluster) throws Exception {
        Kubectl.require();
        String ns = cluster.namespace("client-cert");
        String kubeconfig = cluster.kubeconfig().toString();
        Kubectl.Result whoami = Kubectl.run(List.of("auth", "whoami", "--kubeconfig", kubeconfig, "--context", "client-cert",
                "-o", "jsonpath={.status.userInfo.username}"));
        assertEquals("kubernetes-admin", whoami.out().trim(), "the context's user is its certificate's: " + whoami.err());
        Path manifest = Files.writeString(tmp.resolve("cm.yaml"),
                "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: by-certificate\ndata:\n  k: v\n");
        JapplyRun created = JapplyRun.of(cluster.kubeconfig(), "apply", "-f", manifest.toString(), "-n", ns,
                "--context", "client-cert");
        assertEquals(0, created.code(), created.err());
        assertEquals("configmap/by-certificate created\n", created.out());
        Kubectl.Result kubectl = Kubectl.run(List.of("apply", "-f", manifest.toString(), "-n", ns,
                "--kubeconfig", kubeconfig, "--context", "client-cert"));
        assertEquals(0, kubectl.exitCode(), kubectl.err());
        assertEquals("configmap/by-certificate unchanged", kubectl.out().trim());
        JapplyRun again = JapplyRun.of(cluster.kubeconfig(), "apply", "-f", manifest.toString(), "-n", ns,
                "--context", "client-cert");
        assertEquals("configmap/by-certificate unchanged\n", again.out(), again.err());
    }
}
