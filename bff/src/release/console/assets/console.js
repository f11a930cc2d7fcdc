/* The release console's charts: each figure's series, drawn with uPlot (loaded before this). */
/* global uPlot */
(function () {
  'use strict';

  var COLOURS = { stable: '#1f6feb', canary: '#d9480f' };
  var CHARTS = [
    { field: 'errorRate', title: 'Sessions with an error (%)', scale: 100 },
    { field: 'lcpP75', title: 'p75 LCP (ms)', scale: 1 },
    { field: 'inpP75', title: 'p75 INP (ms)', scale: 1 },
  ];

  function chartOf(figure, data, chart) {
    var first = data.versions[0];
    var times = first.points.map(function (point) {
      return point.at / 1000;
    });
    var columns = [times].concat(
      data.versions.map(function (version) {
        return version.points.map(function (point) {
          var value = point[chart.field];
          return value === null ? null : value * chart.scale;
        });
      }),
    );
    var series = [{}].concat(
      data.versions.map(function (version) {
        return {
          label: version.version + ' (' + version.role + ')',
          stroke: COLOURS[version.role],
          width: 2,
          spanGaps: true,
        };
      }),
    );
    var box = document.createElement('div');
    box.className = 'plot';
    figure.appendChild(box);
    var width = Math.min(figure.clientWidth || 600, 640);
    new uPlot(
      { title: chart.title, width: width, height: 180, series: series, axes: [{}, {}] },
      columns,
      box,
    );
  }

  function eventsOf(figure, events) {
    if (events.length === 0) return;
    var list = document.createElement('ul');
    list.className = 'events';
    events.forEach(function (event) {
      var item = document.createElement('li');
      item.textContent =
        event.at +
        ' · ' +
        event.action +
        (event.share === undefined || event.share === null ? '' : ' (' + event.share + ' %)') +
        ' by ' +
        event.by +
        (event.reason ? ': ' + event.reason : '');
      list.appendChild(item);
    });
    figure.appendChild(list);
  }

  function draw(figure) {
    fetch(figure.getAttribute('data-series'), { credentials: 'same-origin' })
      .then(function (response) {
        if (!response.ok) throw new Error('HTTP ' + response.status);
        return response.json();
      })
      .then(function (data) {
        if (data.versions.length === 0) return;
        CHARTS.forEach(function (chart) {
          chartOf(figure, data, chart);
        });
        eventsOf(figure, data.events);
        figure.setAttribute('data-drawn', 'true');
      })
      .catch(function (error) {
        var problem = document.createElement('p');
        problem.className = 'problem';
        problem.textContent = 'The chart could not be read: ' + error.message;
        figure.appendChild(problem);
      });
  }

  document.querySelectorAll('figure.chart[data-series]').forEach(draw);
})();
