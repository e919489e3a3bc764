package io.japply.it.kubeconfig;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A server that answers nothing and counts who came: a kubeconfig's server, or a Pod's API server,
 * that no line of a test may reach. Each connection is closed at once.
 */
public final class CountingListener implements AutoCloseable {
    private final ServerSocket socket;
    private final AtomicInteger connections = new AtomicInteger();

    public CountingListener() {
        try {
            socket = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        Thread accepting = new Thread(this::accept, "counting-listener-" + socket.getLocalPort());
        accepting.setDaemon(true);
        accepting.start();
    }

    private void accept() {
        while (!socket.isClosed()) {
            try (Socket ignored = socket.accept()) {
                connections.incrementAndGet();
            } catch (IOException e) {
                return; // closed
            }
        }
    }

    public int port() {
        return socket.getLocalPort();
    }

    public String url() {
        return "https://127.0.0.1:" + port();
    }

    /** The connections so far, and none from now on counted twice. */
    public int takeCount() {
        return connections.getAndSet(0);
    }

    @Override
    public void close() throws IOException {
        socket.close();
    }
}
