package io.japply.apply.internal.kubeconfig;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Host names against certificate name patterns, by the rules of Go's crypto/x509 (kubectl's client). */
class ServerIdentityTest {
    @ParameterizedTest(name = "{0} ~ {1}: {2}")
    @CsvSource({
        "kubernetes.default.svc, kubernetes.default.svc, true",
        "Kubernetes.Default.SVC, kubernetes.default.svc, true",
        "*.example.com, api.example.com, true",
        "*.example.com, API.Example.com, true",
        "*.example.com, example.com, false",
        "*.example.com, a.b.example.com, false",
        "api.*.com, api.example.com, false",
        "a*.example.com, api.example.com, false",
        "*.local, k8s.local, true",
        "example.com, example.com.evil, false",
        "example.com, '', false",
        "'', example.com, false",
        "*.example.com, .example.com, false",
    })
    void patternsMatchAsGoMatchesThem(String pattern, String name, boolean matches) {
        assertEquals(matches, ServerIdentity.matches(pattern.toLowerCase(java.util.Locale.ROOT),
                name.toLowerCase(java.util.Locale.ROOT)));
    }

    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource({
        "127.0.0.1, true",
        "10.96.0.1, true",
        "::1, true",
        "fe80::1, true",
        "kubernetes, false",
        "k8s.example.com, false",
        "1.2.3.example.com, false",
    })
    void addressesAreToldFromNames(String host, boolean address) {
        assertEquals(address, ServerIdentity.isAddress(host));
    }
}
