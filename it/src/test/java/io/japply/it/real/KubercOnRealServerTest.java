package io.japply.it.real;

import io.japply.it.ReferenceKubectl;
import io.japply.it.kubeconfig.KubeconfigLines;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * A user's kuberc beside the reference kubectl 1.37.2 on the real test cluster
 * (resources/kubeconfig/kuberc.yaml): defaults, aliases, the credential plugin policy, refusals.
 */
@RealServer
class KubercOnRealServerTest {
    @TestFactory
    Stream<DynamicTest> asKubectlReadsIt(Cluster cluster) throws Exception {
        String kubectl = ReferenceKubectl.require();
        return KubeconfigLines.withListeners("kuberc.yaml", kubectl, RealPlaceholders.of(cluster));
    }
}
