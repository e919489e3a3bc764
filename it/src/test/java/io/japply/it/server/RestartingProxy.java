package io.japply.it.server;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * A TCP proxy on 127.0.0.1 in front of the fake server that can go down as an API server restarting
 * does: its open connections cut, new ones refused (nothing listens on the port) for a while, then
 * served again on the same port.
 */
public final class RestartingProxy implements AutoCloseable {
    private final InetSocketAddress target;
    private final int port;
    private final List<Socket> open = new CopyOnWriteArrayList<>();
    private volatile ServerSocket listening;

    public RestartingProxy(String targetUrl) throws IOException {
        java.net.URI uri = java.net.URI.create(targetUrl);
        this.target = new InetSocketAddress(uri.getHost(), uri.getPort());
        this.listening = listen(0);
        this.port = listening.getLocalPort();
        accept(listening);
    }

    /** The proxy's base URL, http://127.0.0.1:PORT. */
    public String url() {
        return "http://127.0.0.1:" + port;
    }

    /** Cuts every connection and refuses new ones for {@code down}, then listens again; returns when back. */
    public void restart(Duration down) throws IOException, InterruptedException {
        listening.close();
        for (Socket socket : open) {
            socket.close();
        }
        Thread.sleep(down.toMillis());
        listening = listen(port);
        accept(listening);
    }

    private static ServerSocket listen(int port) throws IOException {
        ServerSocket socket = new ServerSocket();
        socket.setReuseAddress(true);
        socket.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 200);
        return socket;
    }

    private void accept(ServerSocket server) {
        daemon(() -> {
            while (!server.isClosed()) {
                try {
                    Socket client = server.accept();
                    Socket upstream = new Socket(target.getAddress(), target.getPort());
                    open.add(client);
                    open.add(upstream);
                    pipe(client, upstream);
                    pipe(upstream, client);
                } catch (IOException e) {
                    return; // closed: the proxy is down
                }
            }
        });
    }

    private void pipe(Socket from, Socket to) {
        daemon(() -> {
            try (InputStream in = from.getInputStream(); OutputStream out = to.getOutputStream()) {
                in.transferTo(out);
            } catch (IOException e) {
                // cut by a restart, or the other side closed
            } finally {
                close(from);
                close(to);
            }
        });
    }

    private static void daemon(Runnable work) {
        Thread thread = new Thread(work, "restarting-proxy");
        thread.setDaemon(true);
        thread.start();
    }

    private void close(Socket socket) {
        open.remove(socket);
        try {
            socket.close();
        } catch (IOException e) {
            // already closed
        }
    }

    @Override
    public void close() throws IOException {
        listening.close();
        for (Socket socket : open) {
            socket.close();
        }
    }
}
