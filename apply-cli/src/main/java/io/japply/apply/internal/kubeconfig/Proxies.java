package io.japply.apply.internal.kubeconfig;

import io.fabric8.kubernetes.client.Config;
import java.util.function.UnaryOperator;

/** The proxy variables kubectl's HTTP client honours (Go's ProxyFromEnvironment), upper case first. */
final class Proxies {
    private Proxies() {
    }

    static void fromEnvironment(Config config, UnaryOperator<String> env) {
        String https = either(env, "HTTPS_PROXY");
        String http = either(env, "HTTP_PROXY");
        String none = either(env, "NO_PROXY");
        if (https != null && config.getHttpsProxy() == null) {
            config.setHttpsProxy(https);
        }
        if (http != null && config.getHttpProxy() == null) {
            config.setHttpProxy(http);
        }
        if (none != null && config.getNoProxy() == null) {
            config.setNoProxy(java.util.Arrays.stream(none.split(",")).map(String::trim).filter(s -> !s.isEmpty())
                    .toArray(String[]::new));
        }
    }

    private static String either(UnaryOperator<String> env, String name) {
        String upper = env.apply(name);
        String value = upper == null || upper.isEmpty() ? env.apply(name.toLowerCase(java.util.Locale.ROOT)) : upper;
        return value == null || value.isEmpty() ? null : value;
    }
}
