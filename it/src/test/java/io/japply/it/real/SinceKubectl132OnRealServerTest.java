package io.japply.it.real;

import io.japply.it.ReferenceKubectl;
import io.japply.it.kubeconfig.KubeconfigLines;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * What kubectl added since 1.32, beside the reference kubectl 1.37.2 on the real test cluster: a
 * user's kuberc (resources/kubeconfig/kuberc.yaml: defaults, aliases, the credential plugin policy,
 * refusals) and the newer global flags (newer-flags.yaml).
 */
@RealServer
class SinceKubectl132OnRealServerTest {
    @TestFactory
    Stream<DynamicTest> kubercAsKubectlReadsIt(Cluster cluster) throws Exception {
        return KubeconfigLines.withListeners("kuberc.yaml", ReferenceKubectl.require(), RealPlaceholders.of(cluster));
    }

    @TestFactory
    Stream<DynamicTest> newerGlobalFlagsInBothPlaces(Cluster cluster) throws Exception {
        return KubeconfigLines.withListeners("newer-flags.yaml", ReferenceKubectl.require(), RealPlaceholders.of(cluster));
    }
}
