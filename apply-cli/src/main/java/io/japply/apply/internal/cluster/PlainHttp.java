package io.japply.apply.internal.cluster;

import io.fabric8.kubernetes.client.Config;
import io.fabric8.kubernetes.client.http.HttpClient;
import io.fabric8.kubernetes.client.utils.HttpClientUtils;
import io.fabric8.kubernetes.client.utils.Utils;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

/**
 * A kubeconfig whose server is http:// with no proxy: its client needs none of TLS, which fabric8's common
 * configuration sets up for every client (a trust manager factory and a TLS context, ~30 ms of a cold
 * start). Everything else of that configuration is applied as fabric8 applies it.
 */
public final class PlainHttp {
    private PlainHttp() {
    }

    /** An http:// server reached directly; a proxy, or any other scheme, keeps fabric8's own configuration. */
    public static boolean applies(Config config) {
        String server = config.getMasterUrl();
        return server != null && server.toLowerCase(Locale.ROOT).startsWith("http://")
                && Utils.isNullOrEmpty(config.getHttpProxy()) && Utils.isNullOrEmpty(config.getHttpsProxy());
    }

    /** fabric8's common configuration (HttpClientUtils.applyCommonConfiguration) without its proxy and TLS parts. */
    static void configure(Config config, HttpClient.Builder builder, HttpClient.Factory factory) {
        builder.followAllRedirects();
        builder.tag(config.getRequestConfig());
        if (config.getConnectionTimeout() > 0) {
            builder.connectTimeout(config.getConnectionTimeout(), TimeUnit.MILLISECONDS);
        }
        if (config.isHttp2Disable()) {
            builder.preferHttp11();
        }
        HttpClientUtils.createApplicableInterceptors(config, factory).forEach(builder::addOrReplaceInterceptor);
    }
}
